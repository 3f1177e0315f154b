extension KeyBinding {
    /// Esc or Backspace: back to the screen below, hinted "Esc back" while the status bar has
    /// room. The hint is the first to go: the way back is the same on every screen.
    public static func back(_ action: @escaping @MainActor @Sendable () async -> Void) -> KeyBinding {
        KeyBinding([.escape, .backspace], "Back", hint: "back", hintPriority: .low, action: action)
    }
}
