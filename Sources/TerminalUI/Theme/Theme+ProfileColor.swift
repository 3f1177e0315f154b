import Domain

extension Theme {
    /// The foreground for a profile colour, in the theme's colour mode: on a light background
    /// a darker shade of the same hue, as the pale ones drawn on black (a yellow of 1.4:1 on
    /// white) all but vanish there.
    public func style(_ color: ProfileColor) -> Style {
        let light = background == .light
        return switch color {
        case .red: accentStyle(basic: 1, indexed: light ? 160 : 203)
        case .green: accentStyle(basic: 2, indexed: light ? 28 : 114)
        case .yellow: accentStyle(basic: 3, indexed: light ? 136 : 221)
        case .blue: accentStyle(basic: 4, indexed: light ? 26 : 75)
        case .magenta: accentStyle(basic: 5, indexed: light ? 127 : 176)
        case .cyan: accentStyle(basic: 6, indexed: light ? 30 : 80)
        }
    }
}
