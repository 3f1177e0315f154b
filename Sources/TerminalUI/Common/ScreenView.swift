import Presentation

/// A screen or overlay: draws itself into a region and offers a keymap.
///
/// Views hold a presenter and forward keys to its intents; they decide layout and style, never
/// business rules.
@MainActor
public protocol ScreenView: AnyObject {
    /// The name of this screen in the breadcrumb ("Explore", "Cats").
    var title: String { get }
    /// The keys this screen handles now; it may change with the screen's state.
    var keymap: [KeyBinding] { get }
    /// What the marks in its rows mean ("•": unread), listed after the keys in Help: a mark
    /// explained nowhere else, and a screen reader reads its character's name.
    var marks: [HelpView.Mark] { get }
    /// newsboat's keys that this screen does not bind, each with a notice naming the key that
    /// does it here (`KeyHabit`); asked only while no field takes the letters.
    var habits: [KeyHabit] { get }
    /// True when printable keys are typed into a text field rather than looked up in keymaps.
    var acceptsText: Bool { get }
    /// Types text into the focused field (a key or a paste).
    func insertText(_ text: String)
    /// What typing does now, first in the status bar while `acceptsText` ("type to filter").
    var typingHint: String? { get }
    /// A state of the screen for the status bar, after the breadcrumb ("312 tokens · 41 tok/s");
    /// it takes the place of the feeds' refresh status while set.
    var statusText: String? { get }
    /// Loads what the screen needs; called once, when the screen is first shown.
    func appear() async
    /// Refreshes what may have changed while another screen or a sheet was over this one;
    /// called when the screen is on top again.
    func reappear() async
    /// Keeps what must not be lost; called once when the screen goes: it is closed, or the app quits.
    func disappear() async
    /// True while the screen shows ages ("5 min ago"), which `catchUpWithClock` moves on.
    var showsAges: Bool { get }
    /// Moves the ages on to the clock's time when one would then read otherwise; the app asks
    /// each minute while `showsAges`.
    func catchUpWithClock()
    /// Draws the screen into `area` of the buffer.
    func render(in area: Rect, buffer: inout ScreenBuffer, theme: Theme)
    /// True when the app may quit now (Ctrl-C); a form with unsaved input warns first instead.
    func allowsQuitting() -> Bool
    /// What quitting now would lose (a form's unsaved input), nil when nothing.
    var unsavedInput: UnsavedInput? { get }
    /// The mouse wheel turns over the cell at `column`, `row`, before its key acts: a screen of
    /// several lists selects the one under the pointer, so that the wheel scrolls what it is
    /// over. False when the pointer is over none of them (the status bar): the step does nothing.
    func wheelTurns(overColumn column: Int, row: Int) -> Bool
    /// The left button pressed over the cell at `column`, `row`: a list selects the row there
    /// (Explore, the section too). True when a row was selected, which a double click then
    /// opens as Enter does.
    func clicked(atColumn column: Int, row: Int) -> Bool
    /// The key of a button ("[Enter] Create") drawn at the cell, which a click presses; nil
    /// elsewhere. A question's buttons take none: a stray click must not answer it.
    func clickedKey(atColumn column: Int, row: Int) -> Key?
    /// The left button pressed over a form's field, or its label: the field takes the focus, as
    /// Tab would reach it. True when it did; the click then does nothing else (a double click
    /// there must not press Enter, which submits the form).
    func focusesField(atColumn column: Int, row: Int) -> Bool
}

extension ScreenView {
    /// Screens take no text unless they say so.
    public var acceptsText: Bool { false }
    /// Most screens leave typing to their field's placeholder.
    public var typingHint: String? { nil }

    public var marks: [HelpView.Mark] { [] }
    /// Most screens have no keys of another reader to answer.
    public var habits: [KeyHabit] { [] }
    /// Screens without text fields ignore typed text.
    public func insertText(_ text: String) {}
    /// Most screens have no state of their own for the status bar.
    public var statusText: String? { nil }
    /// Screens with nothing to load do nothing.
    public func appear() async {}
    /// Screens that show nothing stored elsewhere do nothing.
    public func reappear() async {}
    /// Screens with nothing unsaved do nothing.
    public func disappear() async {}
    /// Screens without ages never move on with the clock.
    public var showsAges: Bool { false }
    public func catchUpWithClock() {}
    /// Screens keep what they hold (a chat's draft) or hold nothing unsaved: quitting loses nothing.
    public func allowsQuitting() -> Bool { true }
    public var unsavedInput: UnsavedInput? { nil }
    /// Screens of one list scroll it wherever the pointer is.
    public func wheelTurns(overColumn column: Int, row: Int) -> Bool { true }
    /// Screens without a list take no clicks.
    public func clicked(atColumn column: Int, row: Int) -> Bool { false }
    public func clickedKey(atColumn column: Int, row: Int) -> Key? { nil }
    /// Screens without a form have no fields to focus.
    public func focusesField(atColumn column: Int, row: Int) -> Bool { false }
}
