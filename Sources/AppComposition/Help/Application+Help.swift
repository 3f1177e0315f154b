import Presentation
import TerminalUI

extension Application {
    /// The help sheet lists the keys that act on the screen below it, from the same keymaps that
    /// dispatch them, so it has no presenter and no dependencies: the application builds it.
    func makeHelpModule() -> HelpView {
        let router = self.router
        let sections = stack.last.map { top in
            [HelpView.Section(title: top.view.title, bindings: actingKeymap(of: top.view)),
             HelpView.Section(title: "Everywhere", bindings: everywhereKeymap(over: top.view))]
        }
        return HelpView(sections: sections ?? [], close: { router.dismissSheet() })
    }
}
