import { Input } from '../../../components/ui/input';
import { Field, type RecipeFieldsProps } from './recipe-form-field';

/** Where the recipe came from: a link, a site or book, an author. */
export function RecipeSourceFields({ draft, errors, field, set }: RecipeFieldsProps) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="text-lg font-semibold">Source</legend>
      <div className="sm:col-span-2">
        <Field id={field('source-url').id} label="Link to the original" error={errors.source}>
          <Input
            id={field('source-url').id}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={draft.source.url}
            onChange={(event) => set('source', { ...draft.source, url: event.target.value })}
          />
        </Field>
      </div>
      <Field id={field('source-name').id} label="Site or book">
        <Input
          id={field('source-name').id}
          value={draft.source.name}
          maxLength={120}
          onChange={(event) => set('source', { ...draft.source, name: event.target.value })}
        />
      </Field>
      <Field id={field('source-author').id} label="Author">
        <Input
          id={field('source-author').id}
          value={draft.source.author}
          maxLength={120}
          onChange={(event) => set('source', { ...draft.source, author: event.target.value })}
        />
      </Field>
    </fieldset>
  );
}
