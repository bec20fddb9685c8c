import { pageMeta } from "@/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Daily Darshan",
    description: "Watch the daily darshan videos from the temple in Gokarna.",
    path: "/daily-darshan",
  });

export default function DailyDarshanPage() {
  return (
    <section className="page-hero">
      <div className="container">
        <h1>Daily Darshan</h1>
      </div>
    </section>
  );
}
