import type { Outcome } from "~/components/outcome.tsx";

/** The admin article pages' copy; the product's exact wording (quoted from the specification). */
export const ARTICLES_COPY = {
  title: "Manage Articles",
  lead: "Create, edit, and publish educational content",
  newArticle: "New Article",
  searchLabel: "Search",
  searchPlaceholder: "Search articles...",
  statusLabel: "Status",
  categoryLabel: "Category",
  allCategories: "All categories",
  apply: "Apply Filters",
  allArticles: "All Articles",
  found: (count: number) => `${count} articles found`,
  emptyTitle: "No articles found",
  emptyFiltered: "Try adjusting your search criteria or filters to find more articles.",
  emptyUnfiltered: "Get started by creating your first article.",
  clearFilters: "Clear Filters",
  createFirst: "Create First Article",
  published: "Published",
  draft: "Draft",
  featured: "Featured",
  notPublished: "Not published",
  updated: (date: string) => `Updated ${date}`,
  view: "View",
  edit: "Edit",
  history: "History",
  delete: "Delete",
  cancel: "Cancel",
  confirmText: (title: string) => `This action cannot be undone. This will permanently delete the article "${title}" and remove it from the platform.`,
  newTitle: "New Article",
  editTitle: "Edit Article",
  back: "Back to Articles",
  save: "Save Article",
  saving: "Saving...",
  preview: "Preview",
  previewHeading: "Preview",
  previewHint: "Rendered exactly as the public article page will show it.",
  previewEmpty: "Write some content to see it here.",
  conflict:
    "Someone else saved this article since you opened it. Their version is shown below; your text is still in the form. Saving again replaces their version with yours.",
  theirVersion: "Their version (saved most recently)",
  openLatest: "Open the latest version",
} as const;

export const ARTICLE_TOASTS = {
  deleted: { title: "Success", description: "Article deleted successfully.", variant: "success" },
  deleteFailed: { title: "Error", description: "Failed to delete article. Please try again.", variant: "destructive" },
  created: { title: "Success", description: "Article created successfully.", variant: "success" },
  updated: { title: "Success", description: "Article updated successfully.", variant: "success" },
  saveFailed: { title: "Error", description: "The article was not saved. Check the highlighted fields.", variant: "destructive" },
} satisfies Record<string, Outcome>;

export const STATUS_LABELS = { all: "All statuses", published: "Published", draft: "Draft", featured: "Featured" } as const;
