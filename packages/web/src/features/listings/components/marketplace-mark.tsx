import type { Channel } from '@seller-desk/core';

interface MarkStyle {
  background: string;
  foreground: string;
  text: string;
}

// Simple marks of our own (a rounded square in the brand colour with a letter): no trademarked artwork.
const MARKS: Record<Channel, MarkStyle> = {
  flipkart: { background: '#2874F0', foreground: '#FFE11B', text: 'F' },
  amazon: { background: '#232F3E', foreground: '#FF9900', text: 'a' },
  meesho: { background: '#9F2089', foreground: '#FFFFFF', text: 'M' },
  littleKid: { background: '#2E9E6A', foreground: '#FFFFFF', text: 'LK' },
  trendyHandy: { background: '#E8603C', foreground: '#FFFFFF', text: 'TH' },
};

/** A small marketplace mark for the tabs; decorative (the tab's text names the channel). */
export function MarketplaceMark({ channel, size = 20 }: { channel: Channel; size?: number }) {
  const mark = MARKS[channel];
  const small = mark.text.length > 1;
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {/* A faint edge keeps the dark Amazon square visible on the dark theme. */}
      <rect
        x="0.5"
        y="0.5"
        width="23"
        height="23"
        rx="6"
        fill={mark.background}
        stroke="currentColor"
        strokeOpacity="0.2"
      />
      <text
        x="12"
        y={channel === 'amazon' ? 14.5 : small ? 16 : 17}
        textAnchor="middle"
        fontFamily="Arial, Helvetica, sans-serif"
        fontWeight="700"
        fontSize={small ? 10.5 : 15}
        fill={mark.foreground}
      >
        {mark.text}
      </text>
      {channel === 'amazon' && (
        // The smile under the letter.
        <path
          d="M6.5 17.2 Q12 20.6 17.5 17.2"
          stroke={mark.foreground}
          strokeWidth="1.8"
          fill="none"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}
