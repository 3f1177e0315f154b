import Presentation
import TerminalUI

extension Application {
    /// The help sheet lists the keys that act on the screen below it, from the same keymaps that
    /// dispatch them, so it has no presenter and no dependencies: the application builds it.
    /// The keys of every screen that close the help while it shows (`q`, `?`, Esc) say so.
    func makeHelpModule() -> HelpView {
        let router = self.router, below = stack.last?.view
        var typeBelow: (@MainActor @Sendable (String) -> Void)?
        if below?.acceptsText == true { typeBelow = { [weak self] text in self?.stack.last?.view.insertText(text) } }
        return HelpView(sections: below.map(helpSections(for:)) ?? [], typeBelow: typeBelow, close: { router.dismissSheet() })
    }

    /// F1 over a sheet (a form): its keys over it, as the pickers show theirs. What is typed
    /// over them goes into the form's field, as over Help in a chat.
    func showSheetKeys() {
        guard let view = sheet?.view else { return }
        var typeBelow: (@MainActor @Sendable (String) -> Void)?
        if view.acceptsText { typeBelow = { [weak self] text in self?.sheet?.view.insertText(text) } }
        sheetKeys = HelpView(sections: helpSections(for: view), typeBelow: typeBelow) { [weak self] in self?.sheetKeys = nil }
    }

    /// The view's own keys, those that act everywhere while it is on top, then what the marks in
    /// its rows mean. A section with nothing in it is not shown.
    private func helpSections(for view: any ScreenView) -> [HelpView.Section] {
        let everywhere = everywhereKeymap(over: view).map { binding in
            binding.keys.contains(where: HelpView.closeKeys.contains)
                ? binding.described(as: Self.closingHelp(binding.help)) : binding
        }
        return [HelpView.Section(title: view.title, bindings: actingKeymap(of: view)),
                HelpView.Section(title: "Everywhere", bindings: everywhere),
                HelpView.Section(title: "Marks", marks: view.marks)]
    }

    /// "Quit (in Help: close it)"; a description that ends in parentheses takes it inside them:
    /// "Quit (warns first …; in Help: close it)".
    static func closingHelp(_ help: String) -> String {
        help.hasSuffix(")") ? help.dropLast() + "; in Help: close it)" : help + " (in Help: close it)"
    }
}
