/* global process, console */
// Plain JavaScript on purpose: it must run on any Node.js, to say which one Seller Desk needs before
// an older one fails on our TypeScript files (ERR_UNKNOWN_FILE_EXTENSION ".ts").
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `Seller Desk needs Node.js 24 or newer (it runs its TypeScript directly); this is Node.js ${process.versions.node}. Install Node.js 24 LTS and run the command again.`,
  );
  process.exit(1);
}
