// A bot's (or person's) avatar: the image when there is one, else a coloured initial. Plain
// elements drawn by the shared stylesheet (commonStyles.ts), as MUI's rounded Avatar drew them: a
// directory page has a dozen or more, and each Avatar was two styled components to hydrate.
import { useEffect, useState } from 'react';
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
 * Whether the image failed to load, found as MUI's Avatar finds it: by loading it again in the
 * browser, since an error before hydration fires no handler React could have attached.
 */
export function useImageFailed(src: string | undefined): boolean {
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (!src) return undefined;
    let active = true;
    const image = new Image();
    image.onerror = () => {
      if (active) setFailed(src);
    };
    image.src = src;
    return () => {
      active = false;
    };
  }, [src]);
  return src !== undefined && failed === src;
}

/**
 * Only images on KOOK's CDN are loaded (lib/imageHosts.ts); anything else shows the initial.
 *
 * The colour and the size are set on the element, and the stylesheet is one rule for every avatar:
 * a rule per colour or size inserted at run time has the browser restyle the whole page (the bot
 * form's preview did it as the name was typed).
 */
export function BotAvatar({ name, src, size = 40 }: Props) {
  const safeSrc = src && isHostedImage(src) ? src : undefined;
  const image = useImageFailed(safeSrc) ? undefined : safeSrc;
  const style = {
    '--bd-avatar': colourOf(name),
    width: size,
    height: size,
    fontSize: size * 0.45,
  } as CSSProperties;
  return image ? (
    <span className="bd-avatar" style={style}>
      <img src={image} alt="" />
    </span>
  ) : (
    <span className="bd-avatar bd-avatar-initial" style={style}>
      {initialOf(name)}
    </span>
  );
}
