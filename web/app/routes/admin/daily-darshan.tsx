export default function AdminDarshan() {
  return <h1>Daily Darshan</h1>;
}
