/// The look of the app: a style for every `ThemeRole`, chosen for a `ColorMode`.
///
/// Colours keep the terminal's default background except for the selection and the status
/// bar, so every palette reads on dark and light terminals alike.
public struct Theme: Sendable, Hashable {
    /// The colour mode the styles are made for.
    public let mode: ColorMode

    /// The 256-colour theme.
    public static let standard = Theme(mode: .full256)
    /// The 8-colour theme.
    public static let basic = Theme(mode: .basic8)
    /// The theme without colour: attributes only.
    public static let monochrome = Theme(mode: .none)

    public func style(_ role: ThemeRole) -> Style {
        switch mode {
        case .full256: Palette256.style(role)
        case .basic8: PaletteBasic8.style(role)
        case .none: PaletteMonochrome.style(role)
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
