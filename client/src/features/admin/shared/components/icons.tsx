/** Small inline stroke icons (decorative: always aria-hidden; the button carries the label). */
const PATHS = {
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z',
  edit: 'M4 20h4L19 9l-4-4L4 16v4Z M13.5 6.5l4 4',
  trash: 'M4 7h16 M10 11v6 M14 11v6 M6 7l1 13h10l1-13 M9 7V4h6v3',
  plus: 'M12 5v14 M5 12h14',
  menu: 'M4 6h16 M4 12h16 M4 18h16',
  close: 'M6 6l12 12 M18 6 6 18',
  logout: 'M15 4h4v16h-4 M10 8l-4 4 4 4 M6 12h11',
  dashboard: 'M4 4h7v7H4Z M13 4h7v4h-7Z M13 10h7v10h-7Z M4 13h7v7H4Z',
  bed: 'M3 18V7 M3 14h18v4 M21 14v-3a3 3 0 0 0-3-3h-7v6 M7 11a1.5 1.5 0 1 0 0-.01',
  list: 'M8 6h13 M8 12h13 M8 18h13 M3.5 6h.01 M3.5 12h.01 M3.5 18h.01',
  car: 'M5 16h14 M3 16v-4l2-5h14l2 5v4h-2 M5 16H3 M7.5 19a1.5 1.5 0 1 0 0-.01 M16.5 19a1.5 1.5 0 1 0 0-.01 M4 12h16',
  map: 'M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2Z M9 4v14 M15 6v14',
  image: 'M4 5h16v14H4Z M4 16l5-5 4 4 3-3 4 4 M15.5 9a1 1 0 1 0 0-.01',
  tag: 'M3 12V4h8l10 10-8 8L3 12Z M7.5 8a.5.5 0 1 0 0-.01',
  mail: 'M3 6h18v12H3Z M3 7l9 6 9-6',
  up: 'M6 15l6-6 6 6',
  down: 'M6 9l6 6 6-6',
  steady: 'M5 12h14 M14 7l5 5-5 5',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Z M20 20l-4-4',
  home: 'M4 11l8-7 8 7 M6 9v11h12V9',
  rupee: 'M7 5h10 M7 9h10 M7 5c6 0 6 8 0 8l8 7',
  users:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z M2 21v-1a6 6 0 0 1 12 0v1 M16 3.5a4 4 0 0 1 0 7.5 M22 21v-1a6 6 0 0 0-4-5.6',
  refresh: 'M20 11A8 8 0 1 0 18 17 M20 4v7h-7',
  lock: 'M5 11h14v10H5Z M8 11V7a4 4 0 0 1 8 0v4',
  pin: 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11Z M12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  star: 'M12 3l2.7 5.6 6.1.8-4.4 4.3 1 6.1L12 17l-5.4 2.8 1-6.1L3.2 9.4l6.1-.8L12 3Z',
  crop: 'M6 2v14h14 M2 6h14v14',
  upload: 'M12 16V4 M7 9l5-5 5 5 M4 20h16',
  calendar: 'M4 6h16v14H4Z M4 10h16 M8 3v5 M16 3v5',
  chart: 'M4 4v16h16 M8 16v-5 M12 16V8 M16 16v-3',
  inbox: 'M3 13h5l1 3h6l1-3h5 M5 5h14l2 8v6H3v-6l2-8Z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 18, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {PATHS[name].split(' M').map((d, i) => (
        <path key={i} d={i === 0 ? d : `M${d}`} />
      ))}
    </svg>
  );
}
