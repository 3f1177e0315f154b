extension String {
    /// The text with each scalar that `replacement` names replaced by what it returns (an empty
    /// string drops it), and every other scalar kept: the one loop behind the escapings of the
    /// formats the app writes (OPML's XML attributes, `config show`'s TOML strings).
    public func replacingScalars(_ replacement: (Unicode.Scalar) -> String?) -> String {
        var result = ""
        for scalar in unicodeScalars {
            if let replaced = replacement(scalar) { result += replaced } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }
}
