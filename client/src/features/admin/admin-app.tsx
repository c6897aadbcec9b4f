// Placeholder until the back office lands (issue 4).
export default function AdminApp() {
  return <main className="container"><h1>Admin</h1></main>;
}
