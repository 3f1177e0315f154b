extension KeyBinding {
    /// ← and → (h and l) pick the previous and next of a few options, such as a colour.
    static func picking(_ option: String, move: @escaping @MainActor @Sendable (Int) -> Void) -> [KeyBinding] {
        [
            KeyBinding([.left, .char("h")], "Previous \(option)") { move(-1) },
            KeyBinding([.right, .char("l")], "Next \(option)") { move(1) },
        ]
    }
}
