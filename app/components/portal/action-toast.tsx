/**
 * The portal's one way to show a toast: an action answers
 * `{ toast }` in its data, and the page shows it here, in the page's flow, so it
 * reads the same with JavaScript (a fetcher or `<Form>` reply) and without (the
 * page rendered again after the POST). A screen reader hears it once: success
 * politely, a failure at once.
 */
export interface ActionToast {
  title: string;
  description: string;
  variant: "success" | "destructive";
}

export function ActionToastNotice({ toast }: { toast: ActionToast | null | undefined }) {
  if (!toast) return null;
  const destructive = toast.variant === "destructive";
  return (
    <div className={`notice ${destructive ? "error" : "success"}`} role={destructive ? "alert" : "status"}>
      <p>
        <strong>{toast.title}</strong>
      </p>
      <p>{toast.description}</p>
    </div>
  );
}
