import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { LOGO_WIDTH } from '@seller-desk/core';
import { UploadButton } from '../../../components/upload-button.tsx';

/** Reads a picked logo; only PNG and JPEG files whose first bytes say so (the server checks again). */
async function readLogo(file: File): Promise<string> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const png = [0x89, 0x50, 0x4e, 0x47].every((b, i) => head[i] === b);
  const jpeg = [0xff, 0xd8, 0xff].every((b, i) => head[i] === b);
  if (!png && !jpeg) throw new Error(`${file.name} is not a PNG or JPEG image`);
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const data = String(reader.result);
      // the declared type follows the content, whatever the file name says
      resolve(data.replace(/^data:[^;]*;/, `data:image/${png ? 'png' : 'jpeg'};`));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** A document's own logo: picked (PNG or JPEG), removed, and its width on the PDF. */
export function InvoiceLogoField({
  logo,
  logoWidth,
  onLogo,
  onLogoWidth,
  onError,
}: {
  /** a data URL; '' when none */
  logo: string;
  logoWidth: number;
  onLogo: (logo: string) => void;
  onLogoWidth: (width: number) => void;
  /** a file that is no PNG or JPEG, or could not be read */
  onError: (error: Error) => void;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      {logo ? (
        <Box
          component="img"
          src={logo}
          alt="Logo"
          sx={{ width: logoWidth / 2, maxHeight: 60, objectFit: 'contain' }}
        />
      ) : null}
      <UploadButton
        label="Logo"
        accept="image/png,image/jpeg"
        onFiles={(files) => {
          const file = files[0];
          if (file) readLogo(file).then(onLogo).catch(onError);
        }}
      />
      {logo && <Button onClick={() => onLogo('')}>Remove logo</Button>}
      <Box sx={{ flex: 1, minWidth: 180 }}>
        <Typography id="logo-width" variant="caption">
          Logo width: {logoWidth}
        </Typography>
        <Slider
          aria-labelledby="logo-width"
          min={LOGO_WIDTH.min}
          max={LOGO_WIDTH.max}
          step={LOGO_WIDTH.step}
          value={logoWidth}
          onChange={(_e, v) => onLogoWidth(v as number)}
        />
      </Box>
    </Box>
  );
}
