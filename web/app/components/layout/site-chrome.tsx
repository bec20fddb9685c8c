import type { ReactNode } from "react";
import { useT } from "@/i18n/use-t";
import { FloatingActions } from "./floating-actions";
import { Footer } from "./footer";
import { Header } from "./header";
import { MobileStrip } from "./mobile-strip";

/** Header, phone strip, footer and floating actions around a page: the server's pages and the admin app's. */
export function SiteChrome({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <>
      <a className="skip-link" href="#main">
        {t("skip.toContent")}
      </a>
      <Header />
      <MobileStrip />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <FloatingActions />
    </>
  );
}
