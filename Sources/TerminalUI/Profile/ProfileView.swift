import Domain
import Foundation
import Presentation

/// The Profile screen: name, colour, member since and stats; rename, recolour, delete.
@MainActor
public final class ProfileView: PresentedView<ProfilePresenter>, ScreenView {
    public var title: String { "Profile" }

    /// While renaming, printable keys go into the name; after `/`, they are held until Esc or
    /// Enter (`HeldQueryKeys`).
    public var acceptsText: Bool { presenter.isRenaming || presenter.heldQuery.isHolding }

    public func insertText(_ text: String) {
        if presenter.heldQuery.isHolding { return presenter.holdQueryText(text) }
        presenter.insertIntoName(text)
    }

    public var typingHint: String? { presenter.heldQuery.isHolding ? HeldQueryKeys.typingHint : nil }

    /// Rename keys while renaming; otherwise rename, colour, delete, back (create for a guest).
    public var keymap: [KeyBinding] {
        let presenter = self.presenter
        let back = KeyBinding.back { presenter.back() }
        if presenter.heldQuery.isHolding {
            return HeldQueryKeys.bindings(end: presenter.endHeldQuery, hold: presenter.holdQueryText)
        }
        // Profile has no filter: `/` says where it filters, and holds what is typed after it.
        let slash = KeyBinding([.char("/")], "Where / filters", isListed: false) { presenter.explainFilter() }
        if presenter.isRenaming {
            return [
                KeyBinding([.enter], "Save the new name", hint: "save") { await presenter.commitRename() },
                KeyBinding([.escape], "Keep the old name", hint: "cancel") { presenter.cancelRename() },
            ] + TextEditKeys.bindings(presenter.editName)
        }
        guard presenter.profile != nil else {
            return [KeyBinding([.enter], "Create an account", hint: "create account") { presenter.createAccount() }, slash, back]
        }
        return [
            KeyBinding([.char("r")], "Rename", hint: "rename") { presenter.beginRename() },
            KeyBinding([.right, .char("l")], "Next colour (saved at once)", hint: "colour", hintKey: "←→") {
                await presenter.cycleColor(by: 1)
            },
            KeyBinding([.left, .char("h")], "Previous colour (saved at once)") { await presenter.cycleColor(by: -1) },
            KeyBinding([.char("D")], "Delete the account (asks first)", hint: "delete account") {
                await presenter.askToDeleteAccount()
            },
            slash,
            back,
        ]
    }

    /// Draws the profile, the guest message, or the error.
    public func render(in area: Rect, buffer: inout ScreenBuffer, theme: Theme) {
        let (header, rest) = area.splitTop(1)
        buffer.write(" Profile", x: header.x, y: header.y, style: theme.style(.title), clip: header)
        let body = rest.inset(top: 1, left: 2, right: 1)
        guard presenter.isLoaded else {
            let text = presenter.error.map { "Could not load the profile: \($0)" } ?? "Loading…"
            buffer.writeCentered(text, in: body, style: theme.style(presenter.error == nil ? .muted : .error))
            return
        }
        guard let profile = presenter.profile else {
            buffer.writeCentered("You are browsing as a guest — press Enter to create an account", in: body,
                                 style: theme.style(.muted))
            return
        }
        ProfileDetails(profile: profile, stats: presenter.stats, nameInput: presenter.nameInput,
                       nameLimit: presenter.nameLimit, error: presenter.error)
            .render(in: body, buffer: &buffer, theme: theme)
    }
}
