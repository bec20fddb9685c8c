export default function AdminDarshanNew() {
  return <h1>Creating New Post</h1>;
}
