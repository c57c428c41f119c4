export function SiteFooter() {
  return (
    <footer className="site-footer">
      <p>© 2025, Empowering Caribbean education since 2025</p>
    </footer>
  );
}
