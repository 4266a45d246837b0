import { ImagePlus, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { MAX_RECIPE_IMAGE_BYTES } from '../../../../domain/recipes';
import { MealImage } from '../../../components/meal/meal-image';
import { Button } from '../../../components/ui/button';
import { showError } from '../../../lib/toasts';
import { uploadRecipeImage } from '../api/recipes-api';

/** A phone photo is several MB: drawn smaller as a JPEG until it fits under Larder's cap. */
async function shrink(file: File): Promise<Blob> {
  if (file.size <= MAX_RECIPE_IMAGE_BYTES) return file;
  const bitmap = await createImageBitmap(file);
  for (const side of [1600, 1200, 900]) {
    const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.82));
    if (blob && blob.size <= MAX_RECIPE_IMAGE_BYTES) return blob;
  }
  throw new Error('The picture is too large even when made smaller. Please choose another.');
}

/** The recipe's picture: uploaded to Larder (never linked from elsewhere), or removed. */
export function PictureField({
  name,
  imageUrl,
  onChange,
}: {
  name: string;
  imageUrl: string | null;
  onChange: (image: { id: string; url: string } | null) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      onChange(await uploadRecipeImage(await shrink(file)));
    } catch (error) {
      showError('The picture could not be added', error instanceof Error ? error.message : undefined);
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <fieldset className="space-y-3">
      <legend className="text-lg font-semibold">Picture</legend>
      <div className="flex flex-col gap-3">
        <MealImage
          src={imageUrl ?? undefined}
          alt={name ? `Picture of ${name}` : 'Recipe picture'}
          generating={false}
          className="aspect-[4/3] w-full max-w-sm rounded-lg lg:max-w-none"
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" disabled={uploading} onClick={() => input.current?.click()}>
            <ImagePlus aria-hidden />
            {uploading ? 'Uploading…' : imageUrl ? 'Change picture' : 'Upload a picture'}
          </Button>
          {imageUrl && (
            <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
              <X aria-hidden />
              Remove picture
            </Button>
          )}
        </div>
      </div>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        aria-label="Picture to upload"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => void upload(event.target.files?.[0])}
      />
    </fieldset>
  );
}
