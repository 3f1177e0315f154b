import Presentation
import TerminalUI

extension Application {
    /// The help sheet lists the keys that act on the screen below it, from the same keymaps that
    /// dispatch them, so it has no presenter and no dependencies: the application builds it.
    /// The keys of every screen that close the help while it shows (`q`, `?`, Esc) say so.
    func makeHelpModule() -> HelpView {
        let router = self.router
        let sections = stack.last.map { top in
            let everywhere = everywhereKeymap(over: top.view).map { binding in
                binding.keys.contains(where: HelpView.closeKeys.contains)
                    ? binding.described(as: binding.help + " (in Help: close it)") : binding
            }
            return [HelpView.Section(title: top.view.title, bindings: actingKeymap(of: top.view)),
                    HelpView.Section(title: "Everywhere", bindings: everywhere)]
        }
        return HelpView(sections: sections ?? [], close: { router.dismissSheet() })
    }
}
