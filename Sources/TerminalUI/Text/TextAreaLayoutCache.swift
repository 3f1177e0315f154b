import Foundation
import Presentation

/// The layout of an input kept from one frame to the next: after an edit only the rows around
/// the change are laid out again, so a key typed into a long text costs as much as into a short one.
public final class TextAreaLayoutCache {
    private var layout: TextAreaLayout?
    private var origin: UUID?
    private var revision = 0
    /// How many characters the layouts made so far have looked at, in all (see
    /// `TextAreaLayout.walkedCharacters`).
    public private(set) var walkedCharacters = 0

    public init() {}

    /// The layout of `input` wrapped to `width`, from the cached one when it can be.
    public func layout(of input: TextInput, width: Int) -> TextAreaLayout {
        let fresh: TextAreaLayout
        if let layout, origin == input.origin, layout.width == max(1, width), let edit = input.edit(since: revision) {
            if edit.removed == 0, edit.inserted == 0 { return layout.over(input.characters) }
            fresh = layout.updated(to: input.characters, after: edit)
        } else {
            fresh = input.layout(width: width)
        }
        walkedCharacters += fresh.walkedCharacters
        layout = fresh.over([])
        origin = input.origin
        revision = input.revision
        return fresh
    }
}
