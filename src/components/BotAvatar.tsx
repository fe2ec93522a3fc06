// A bot's (or person's) avatar: the image when there is one, else a coloured initial.
import Avatar from '@mui/material/Avatar';
import type { CSSProperties } from 'react';
import { isHostedImage } from '../lib/imageHosts';
import { initialOf } from '../lib/initial';

const palette = [
  '#4752c4',
  '#00796b',
  '#c2185b',
  '#b34700',
  '#5d4037',
  '#0277bd',
  '#6a1b9a',
  '#2e7d32',
];

function colourOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return palette[hash % palette.length] ?? '#4752c4';
}

interface Props {
  name: string;
  src?: string | null;
  size?: number;
}

/**
 * Only images on KOOK's CDN are loaded (lib/imageHosts.ts); anything else shows the initial.
 *
 * The colour is a custom property on the element, so that its stylesheet rule is one per size: a
 * rule per colour was inserted the first time each colour showed, and a rule inserted has the
 * browser restyle the whole page (the bot form's preview did it as the name was typed).
 */
export function BotAvatar({ name, src, size = 40 }: Props) {
  const safeSrc = src && isHostedImage(src) ? src : undefined;
  return (
    <Avatar
      src={safeSrc}
      alt=""
      variant="rounded"
      style={{ '--bd-avatar': colourOf(name) } as CSSProperties}
      sx={{
        width: size,
        height: size,
        bgcolor: 'var(--bd-avatar)',
        color: '#fff',
        fontSize: size * 0.45,
        fontWeight: 700,
      }}
    >
      {initialOf(name)}
    </Avatar>
  );
}
