extension Key {
    /// The keys 0 to 9, for a binding that takes a number typed digit by digit.
    static let digits: [Key] = (0...9).compactMap { Character(String($0)) }.map { .char($0) }

    /// The value of a digit key (0 to 9), nil for any other key.
    var digitValue: Int? {
        guard case .char(let character) = self, character.isASCII else { return nil }
        return character.wholeNumberValue
    }
}
