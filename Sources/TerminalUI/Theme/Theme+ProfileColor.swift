import Domain

extension Theme {
    /// The foreground for a profile colour, in the theme's colour mode.
    public func style(_ color: ProfileColor) -> Style {
        switch color {
        case .red: accentStyle(basic: 1, indexed: 203)
        case .green: accentStyle(basic: 2, indexed: 114)
        case .yellow: accentStyle(basic: 3, indexed: 221)
        case .blue: accentStyle(basic: 4, indexed: 75)
        case .magenta: accentStyle(basic: 5, indexed: 176)
        case .cyan: accentStyle(basic: 6, indexed: 80)
        }
    }
}
