/** Saves a file the browser made (a CSV, a PNG) under `name`, through a temporary object URL. */
export function saveBlob(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves a CSV text (already carrying its BOM: core's writeCsv). */
export function saveCsv(name: string, text: string): void {
  saveBlob(name, new Blob([text], { type: 'text/csv;charset=utf-8' }));
}
