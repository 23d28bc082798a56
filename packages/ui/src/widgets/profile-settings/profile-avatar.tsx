/** The 150 × 150 profile picture, or a placeholder with the shopper's initial. */
export function ProfileAvatar({ src, name }: { src: string | null; name: string }) {
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return src ? (
    <img
      data-slot="profile-avatar"
      src={src}
      alt={name}
      width={150}
      height={150}
      className="size-[150px] rounded-full border border-line object-cover"
    />
  ) : (
    <div
      data-slot="profile-avatar"
      role="img"
      aria-label={`${name} (no photo yet)`}
      className="flex size-[150px] items-center justify-center rounded-full border border-line bg-surface text-5xl font-semibold text-muted"
    >
      {initial}
    </div>
  );
}
