/// The `[ui]` table; nil fields keep the app's own default. Only the parser makes one.
public struct UIConfig: Sendable, Equatable {
    /// `theme`: `"light"` for a light background, `"auto"` to follow `COLORFGBG`, `"mono"` to
    /// draw without colours, as `NO_COLOR` does.
    public var theme: ConfigTheme?
    /// `refresh_minutes`: how often the feeds refresh (`AICHATS_REFRESH_MINUTES` wins).
    public var refreshMinutes: Int?
    /// `browser`: what `o` opens links with, as `$BROWSER` (which wins).
    public var browser: String?
    /// `mouse`: the terminal reports the mouse, so that its wheel scrolls and a click selects.
    /// Off unless set, as the terminal's own selection then needs Shift held.
    public var mouse: Bool?
    /// `screen_reader`: the hidden cursor rests on what is selected (a list's row, a question, the
    /// top of a text), which screen readers and braille displays follow. Off unless set: it
    /// costs a cursor move on most keys.
    public var screenReader: Bool?

    /// The longest `refresh_minutes`: a week, as for `AICHATS_REFRESH_MINUTES`.
    public static let maximumRefreshMinutes = 7 * 24 * 60
}

/// The themes `theme` may name.
public enum ConfigTheme: String, Sendable, CaseIterable {
    /// The colours the terminal supports (256, else 8), for a dark background.
    case standard = "default"
    /// The same colours in darker shades, for a light background.
    case light
    /// `light` when `COLORFGBG` says the background is light, else `default`.
    case auto
    /// No colours, only attributes, as `NO_COLOR` or `--no-color`.
    case mono
}
