/// Whether a text shows anything. A name or a message of white space and invisible characters
/// only (zero-width joiners and spaces, soft hyphens, direction marks, variation selectors)
/// shows as nothing, so it counts as empty where a text is required.
public enum VisibleText {
    public static func isEmpty(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { BlankEdges.isBlank($0) || isInvisible($0) }
    }

    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .format, .control: true
        default: scalar.properties.isVariationSelector
        }
    }
}
