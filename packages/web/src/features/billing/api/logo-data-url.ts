import { useQuery } from '@tanstack/react-query';
import { STORED_IMAGE_URL } from '@seller-desk/core';
import { apiFetch } from '../../../lib/http.ts';

async function dataUrlOf(url: string, signal: AbortSignal): Promise<string> {
  const response = await apiFetch(url, { signal });
  if (!response.ok) return '';
  const blob = await response.blob();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The logo could not be read'));
    reader.readAsDataURL(blob);
  });
}

/**
 * A logo as the PDF preview draws it (pdfmake takes data URLs): the seller profile's logo is kept on
 * the server (`/files/images/<sha256>.jpg`) and read once; a logo picked on the screen is already a data
 * URL. Empty while it loads or when there is none.
 */
export function useLogoDataUrl(logo: string | null | undefined): string {
  const stored = !!logo && STORED_IMAGE_URL.test(logo);
  const query = useQuery({
    queryKey: ['logoDataUrl', logo],
    queryFn: ({ signal }) => dataUrlOf(logo!, signal),
    enabled: stored,
    staleTime: Infinity,
  });
  if (!logo) return '';
  return stored ? (query.data ?? '') : logo;
}
