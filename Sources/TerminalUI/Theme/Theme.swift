/// The look of the app: a style for every `ThemeRole`, chosen for a `ColorMode` and a
/// `ThemeBackground`.
///
/// Colours keep the terminal's default background except for the selection and the status
/// bar (and, on a light background, a search match), so the text colours are picked for the
/// background the terminal is set to: `ThemeBackground.dark` by default, `.light` with
/// `theme = "light"`.
public struct Theme: Sendable, Hashable {
    /// The colour mode the styles are made for.
    public let mode: ColorMode
    /// The background the text colours are made to read on; without colour it changes nothing.
    public let background: ThemeBackground

    public init(mode: ColorMode, background: ThemeBackground = .dark) {
        self.mode = mode
        self.background = background
    }

    /// The 256-colour theme, for a dark background.
    public static let standard = Theme(mode: .full256)
    /// The 256-colour theme for a light background.
    public static let light = Theme(mode: .full256, background: .light)
    /// The 8-colour theme, for a dark background.
    public static let basic = Theme(mode: .basic8)
    /// The 8-colour theme for a light background.
    public static let basicLight = Theme(mode: .basic8, background: .light)
    /// The theme without colour: attributes only.
    public static let monochrome = Theme(mode: .none)

    public func style(_ role: ThemeRole) -> Style {
        switch (mode, background) {
        case (.full256, .dark): Palette256.style(role)
        case (.full256, .light): Palette256Light.style(role)
        case (.basic8, .dark): PaletteBasic8.style(role)
        case (.basic8, .light): PaletteBasic8Light.style(role)
        case (.none, _): PaletteMonochrome.style(role)
        }
    }

    /// A foreground colour picked per mode, for colours that identify something (a profile,
    /// an avatar): the indexed colour in 256-colour mode, the basic one in 8-colour mode, and
    /// bold without colour.
    public func accentStyle(basic: UInt8, indexed: UInt8) -> Style {
        switch mode {
        case .full256: Style(fg: .indexed(indexed))
        case .basic8: Style(fg: .basic(basic % 8))
        case .none: Style(bold: true)
        }
    }
}
