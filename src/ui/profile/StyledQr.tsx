import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type QRCodeStyling from 'qr-code-styling';
import type { Options } from 'qr-code-styling';
import type { Brand } from '../../brands/catalog';
import { Button } from '../kit/Button';
import * as styles from './links.css';

export interface StyledQrProps {
  /** What the QR encodes: the link's URL. */
  url: string;
  /** The server's PNG of the same link (a data URL): shown if the styled one cannot be drawn. */
  fallback: string;
  brand: Brand;
  /** The downloaded file's name, without .png. */
  fileName: string;
}

/**
 * The brand's QR (issue 20 item 1): dots and corners in its colours on white, its logo in the
 * middle (error correction H keeps the code readable under it). Dark colours only: a light
 * accent would leave the finder squares too faint for some phone cameras.
 */
function optionsFor(url: string, brand: Brand): Partial<Options> {
  return {
    type: 'canvas',
    width: 280,
    height: 280,
    margin: 8,
    data: url,
    image: brand.logo,
    qrOptions: { errorCorrectionLevel: 'H' },
    imageOptions: { crossOrigin: 'anonymous', margin: 4, imageSize: 0.3, hideBackgroundDots: true },
    dotsOptions: { type: 'rounded', color: brand.palette.primary },
    cornersSquareOptions: { type: 'extra-rounded', color: brand.palette.text },
    cornersDotOptions: { type: 'dot', color: brand.palette.primary },
    backgroundOptions: { color: '#ffffff' },
  };
}

/**
 * Draws the QR with qr-code-styling, loaded only now (it is large, and only this sheet needs
 * it), and offers it as a PNG. Without the library (offline, a failed chunk) the server's PNG
 * shows and downloads instead.
 */
export function StyledQr({ url, fallback, brand, fileName }: StyledQrProps) {
  const box = useRef<HTMLDivElement>(null);
  const [code, setCode] = useState<QRCodeStyling | null>(null);
  const [failed, setFailed] = useState(false);
  const { t } = useLingui();

  useEffect(() => {
    let live = true;
    import('qr-code-styling').then(
      ({ default: Styling }) => {
        if (!live || !box.current) return;
        const drawn = new Styling(optionsFor(url, brand));
        box.current.replaceChildren();
        drawn.append(box.current);
        setCode(drawn);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
      setCode(null);
    };
  }, [url, brand]);

  const label = t`QR code for ${url}`;
  return (
    <>
      {failed ? (
        <div className={styles.qr}>
          <img className={styles.qrImage} src={fallback} alt={label} />
        </div>
      ) : (
        <div ref={box} className={styles.qr} role="img" aria-label={label} data-qr="styled" />
      )}
      {failed ? (
        <a className={styles.downloadLink} href={fallback} download={`${fileName}.png`}>
          <Trans>Download PNG</Trans>
        </a>
      ) : (
        <Button
          variant="outline"
          fullWidth
          disabled={!code}
          onClick={() => void code?.download({ name: fileName, extension: 'png' })}
        >
          <Trans>Download PNG</Trans>
        </Button>
      )}
    </>
  );
}
