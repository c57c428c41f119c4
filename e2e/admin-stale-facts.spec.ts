import { expect, expectNoAccessibilityViolations, ONCE, test } from "./fixtures.ts";
import { makeAdmin, newSignedInPage, withDatabase } from "./admin-helpers.ts";

/* The staleness queue: school and scholarship facts with no statement for the intake students apply for, most-shortlisted or saved first. */

const UCL = { id: "school_university_college_london", slug: "university-college-london", name: "University College London" };

test(
  "the dashboard counts the facts that are not current and leads to the queue: schools and scholarships, most-shortlisted or saved first",
  ONCE,
  async ({ browser, clientIp }) => {
    const { page } = await newSignedInPage(browser, clientIp);
    await makeAdmin(page);
    // The admin shortlists UCL as a student would, so at least one student has it.
    await page.goto(`/schools/${UCL.slug}`);
    await page.getByRole("button", { name: "Add to shortlist" }).click();
    await expect(page.getByRole("button", { name: "On your shortlist" })).toBeVisible();

    await page.goto("/admin");
    const count = Number(await page.getByTestId("stat-stale-facts").textContent());
    expect(count).toBeGreaterThan(0);
    await page.getByRole("link", { name: "Review stale facts" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Stale Facts" })).toBeVisible();
    await expect(page.getByText(`${count} facts have no statement for the intake students are applying for.`)).toBeVisible();

    const { students, closed } = await withDatabase(async (sql) => {
      const rows = await sql<
        { school_id: string; students: string }[]
      >`select school_id, count(distinct user_id) as students from shortlist_entries group by school_id`;
      // The scholarship that closed most recently: its deadline is last cycle's (within a year) or older.
      const [scholarship] = await sql<
        { id: string; title: string; recent: boolean }[]
      >`select id, title, deadline > current_date - 366 as recent from scholarships where is_active and deadline < current_date order by deadline desc, title limit 1`;
      return { students: new Map(rows.map((row) => [row.school_id, Number(row.students)])), closed: scholarship! };
    });
    const table = page.getByRole("table", { name: "Schools and scholarships with facts that are not current" });
    const ucl = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: UCL.name }) });
    await expect(ucl.getByRole("cell").first()).toHaveText(String(students.get(UCL.id)));
    // UCL's own deadline is not found; the UCAS dates it shares are 2026 entry's: last year's only.
    // Each school and each of its facts leads straight to the school's editor.
    await expect(ucl.getByRole("link", { name: UCL.name })).toHaveAttribute("href", `/admin/schools/${UCL.id}/edit`);
    await expect(ucl.getByRole("link", { name: "Application deadline: last year's only" })).toHaveAttribute(
      "href",
      `/admin/schools/${UCL.id}/edit#fact-applicationDeadline`,
    );

    const shortlistedCounts = (await table.locator("tbody tr td:first-of-type").allTextContents()).map(Number);
    expect(shortlistedCounts).toEqual([...shortlistedCounts].sort((a, b) => b - a));
    await expectNoAccessibilityViolations(page);

    // A closed scholarship is in the queue too, and leads to its editor.
    await page.getByLabel("What").selectOption({ label: "Scholarships" });
    await page.getByRole("searchbox", { name: "Search schools and scholarships" }).fill(closed.title);
    await page.getByRole("button", { name: "Apply filters" }).click();
    const scholarship = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: closed.title }) });
    await expect(scholarship.getByRole("link", { name: closed.title, exact: true })).toHaveAttribute("href", `/admin/scholarships/${closed.id}/edit`);
    await expect(scholarship.getByRole("link", { name: `Deadline: ${closed.recent ? "last year's only" : "older than last year"}` })).toBeVisible();
    await expect(page.getByText("0 schools and 1 scholarship match")).toBeVisible();

    // Searched by name and filtered by why: only UCL, only its facts that are last year's.
    await page.getByLabel("What").selectOption({ label: "Schools and scholarships" });
    await page.getByRole("searchbox", { name: "Search schools and scholarships" }).fill("College London");
    await page.getByLabel("Why").selectOption({ label: "Last year's only" });
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(table.getByRole("rowheader")).toHaveText([new RegExp(`^${UCL.name}`)]);
    await expect(table.getByRole("listitem")).toHaveText(["Application deadline: last year's only"]);
    await expect(page.getByText("1 school and 0 scholarships match")).toBeVisible();
    await page.context().close();
  },
);
