/// The terminal background a theme's colours are chosen for: text colours that read on black
/// (the default theme's azure, gold and pale greys) fade into white, and the other way round.
public enum ThemeBackground: Sendable, Hashable, CaseIterable {
    /// Black or another dark background.
    case dark
    /// White or another light background (macOS Terminal's "Basic", light GNOME and Konsole profiles).
    case light
}
