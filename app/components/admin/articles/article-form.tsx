import { getFormProps, useForm } from "@conform-to/react";
import { Form, useFetcher, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { ConflictPanel, EditorActions } from "~/components/admin/editor-parts.tsx";
import { CheckboxField, FieldErrors, FormField, SelectField, TextareaField } from "~/components/form-field.tsx";
import { OutcomeNotice } from "~/components/outcome.tsx";
import { useIsPending } from "~/utils/pending.ts";
import { ARTICLES_COPY } from "./copy.ts";
import type { ArticleFormActionData, ArticleFormValues, ArticlePreview, Choice } from "./types.ts";

/**
 * The live preview: the HTML comes from the server's markdown renderer and
 * sanitiser, the very ones the articles projection uses for the public page,
 * so it may be inserted as HTML like the public page's `contentHtml`.
 */
function ArticlePreviewPanel({ preview }: { preview: ArticlePreview }) {
  return (
    <section className="card admin-article-preview" aria-labelledby="article-preview-heading" aria-live="polite">
      <h2 id="article-preview-heading">{ARTICLES_COPY.previewHeading}</h2>
      <p className="muted">{ARTICLES_COPY.previewHint}</p>
      {preview === null ? (
        <p>{ARTICLES_COPY.previewEmpty}</p>
      ) : "error" in preview ? (
        <p className="notice error">{preview.error}</p>
      ) : (
        <div className="article-content" data-testid="article-preview" dangerouslySetInnerHTML={{ __html: preview.html }} />
      )}
    </section>
  );
}

/**
 * The article form, for create and edit, in every editor's pattern: errors next
 * to each field, what was typed kept, and the version the editor read in a
 * hidden field; on a conflict the other editor's version is shown above the
 * form. Beside it, the live preview (Preview renders it without JavaScript).
 */
export function ArticleForm({
  formId,
  action,
  values,
  version,
  actionData,
  initialPreview,
  categories,
  destinations,
  pathways,
}: {
  formId: string;
  action: string;
  values: ArticleFormValues;
  /** The stream version the editor read; null for a new article. */
  version: number | null;
  actionData: ArticleFormActionData | undefined;
  initialPreview: ArticlePreview;
  categories: readonly Choice[];
  destinations: readonly Choice[];
  pathways: readonly Choice[];
}) {
  const [form, fields] = useForm<ArticleFormValues & { expectedVersion: string }>({
    id: formId,
    defaultValue: { ...values, expectedVersion: version === null ? "" : String(version) },
    lastResult: actionData?.submission,
    // Validation runs on the server only: no schema library in the browser bundle.
    shouldValidate: "onSubmit",
  });
  const conflict = actionData?.conflict;
  // After a conflict, the latest version; else the one the editor read, as posted back (the page's own may be newer by then).
  const expectedVersion = conflict ? String(conflict.currentVersion) : fields.expectedVersion.initialValue;
  const navigation = useNavigation();
  const saving = useIsPending() && navigation.formData?.get("intent") !== "preview";
  const previewFetcher = useFetcher<ArticlePreview>();
  const [livePreview, setLivePreview] = useState<ArticlePreview | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (previewFetcher.state === "idle" && previewFetcher.data !== undefined) setLivePreview(previewFetcher.data);
  }, [previewFetcher.state, previewFetcher.data]);
  // A reply to Preview shows the server's preview of what was posted; typing then updates it live.
  const preview = livePreview !== undefined ? livePreview : actionData?.preview !== undefined ? actionData.preview : initialPreview;
  const onContentChange = (content: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (content.trim() === "") setLivePreview(null);
      else previewFetcher.submit({ content }, { method: "post", action: "/admin/articles/preview" });
    }, 300);
  };

  return (
    <div className="admin-article-editor">
      <div>
        <OutcomeNotice outcome={actionData?.toast} />
        <FieldErrors id={form.errorId} errors={form.errors} />
        {conflict ? (
          <ConflictPanel
            summary={ARTICLES_COPY.theirVersion}
            rows={[
              { label: "Title", value: conflict.theirs.title, testId: "their-title" },
              { label: "Slug", value: conflict.theirs.slug },
              { label: "Excerpt", value: conflict.theirs.excerpt || null },
              {
                label: "Status",
                value: `${conflict.theirs.isPublished ? ARTICLES_COPY.published : ARTICLES_COPY.draft}${conflict.theirs.isFeatured ? `, ${ARTICLES_COPY.featured}` : ""}`,
              },
              { label: "Content", value: conflict.theirs.content, long: true, testId: "their-content" },
            ]}
            latestHref={action}
            latestText={ARTICLES_COPY.openLatest}
          />
        ) : null}
        <Form method="post" action={action} className="stacked-form admin-article-form" {...getFormProps(form)}>
          {expectedVersion ? <input type="hidden" name="expectedVersion" value={expectedVersion} /> : null}
          <FormField label="Title" field={fields.title} maxLength={200} required />
          <FormField label="Slug" field={fields.slug} hint="Leave empty to make one from the title." maxLength={200} />
          <TextareaField label="Excerpt" field={fields.excerpt} rows={2} />
          <TextareaField
            label="Content"
            field={fields.content}
            rows={16}
            hint="Markdown supported."
            required
            onChange={(event) => onContentChange(event.target.value)}
          />
          <FormField label="Image URL" field={fields.imageUrl} type="url" hint="An https:// address, or leave empty." />
          <SelectField label="Category" field={fields.categoryId} options={categories} placeholder="No category" />
          <SelectField label="Destination" field={fields.destinationId} options={destinations} placeholder="No destination" />
          <SelectField label="Pathway" field={fields.pathwayId} options={pathways} placeholder="No pathway" />
          <FormField label="Read time (minutes)" field={fields.readTime} type="number" min={1} max={240} step={1} />
          <CheckboxField label="Published" field={fields.isPublished} />
          <CheckboxField label="Featured" field={fields.isFeatured} />
          <EditorActions
            saving={saving}
            label={ARTICLES_COPY.save}
            savingLabel={ARTICLES_COPY.saving}
            cancelHref="/admin/articles"
            cancelLabel={ARTICLES_COPY.cancel}
          >
            <button type="submit" name="intent" value="preview" className="button secondary">
              {ARTICLES_COPY.preview}
            </button>
          </EditorActions>
        </Form>
      </div>
      <ArticlePreviewPanel preview={preview} />
    </div>
  );
}
