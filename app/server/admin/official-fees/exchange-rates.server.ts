import { parseWithZod } from "~/utils/forms.ts";
import { data, redirect } from "@remix-run/node";
import type { User } from "@modules/identity/index.ts";
import { todayUtc } from "@modules/platform/index.ts";
import { exchangeRateFormSchema, FutureRateError, recordExchangeRate } from "@modules/portal/index.ts";
import { RATE_TOASTS } from "~/components/admin/official-fees/copy.ts";
import type { ExchangeRateActionData } from "~/components/admin/official-fees/types.ts";
import { PRIVATE_NO_STORE } from "~/server/http.server.ts";

/**
 * "Record a rate" (the caller checked who is asking): the same command as
 * `npm run rates:set`, with the admin as its actor. Bad input or a future date
 * comes back beside its field with what was typed; a record goes back to the
 * page, which says whether it was new.
 */
export async function recordExchangeRateAction(request: Request, user: User, requestId: string) {
  const submission = parseWithZod(await request.formData(), { schema: exchangeRateFormSchema });
  const refuse = (reply: ExchangeRateActionData["submission"]) =>
    data<ExchangeRateActionData>({ submission: reply, toast: RATE_TOASTS.failed }, { status: 400, headers: PRIVATE_NO_STORE });
  if (submission.status !== "success") return refuse(submission.reply());
  try {
    const outcome = await recordExchangeRate({ ...submission.value, today: todayUtc() }, { actor: user.id, requestId }, { waitForTable: true });
    return redirect(`/admin/exchange-rates?done=${outcome}`, { headers: PRIVATE_NO_STORE });
  } catch (error) {
    if (error instanceof FutureRateError) return refuse(submission.reply({ fieldErrors: { asOf: [error.message] } }));
    throw error;
  }
}
