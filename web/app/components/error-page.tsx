import { isRouteErrorResponse } from "react-router";
import { useT } from "@/i18n/use-t";

/** An application error as the router caught it: status and text, or the message and its stack. */
export function ErrorPage({ error }: { error: unknown }) {
  const t = useT();
  let detail: string;
  let stack: string | undefined;
  if (isRouteErrorResponse(error)) {
    detail = `${error.status} ${error.statusText}`.trim();
  } else if (error instanceof Error) {
    detail = error.message;
    stack = error.stack;
  } else {
    detail = String(error);
  }
  return (
    <section className="container section" data-testid="error-page">
      <h1>{t("error.title")}</h1>
      <h2>{detail}</h2>
      {stack ? <pre className="error-stack">{stack}</pre> : null}
      <p>
        <a className="btn" href="/">
          {t("error.back")}
        </a>
      </p>
    </section>
  );
}
