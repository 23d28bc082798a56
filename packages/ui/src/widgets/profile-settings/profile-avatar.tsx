/**
 * The 150 × 150 profile picture, or a placeholder with the shopper's initial, named `placeholderLabel` (e.g. the name
 * and that there is no photo yet).
 */
export function ProfileAvatar({
  src,
  name,
  placeholderLabel,
}: {
  src: string | null;
  name: string;
  placeholderLabel: string;
}) {
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return src ? (
    <img
      data-slot="profile-avatar"
      src={src}
      alt={name}
      width={150}
      height={150}
      className="sd:size-[150px] sd:rounded-full sd:border sd:border-line sd:object-cover"
    />
  ) : (
    <div
      data-slot="profile-avatar"
      role="img"
      aria-label={placeholderLabel}
      className="sd:flex sd:size-[150px] sd:items-center sd:justify-center sd:rounded-full sd:border sd:border-line sd:bg-surface sd:text-5xl sd:font-semibold sd:text-muted"
    >
      {initial}
    </div>
  );
}
