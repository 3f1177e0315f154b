/// What every picker sheet keeps besides its options: the filter and the selected option.
public struct FilteredPickerList: Sendable {
    public internal(set) var filter = TextInput()
    public internal(set) var selection = Selection()

    public init() {}
}

/// A picker sheet's presenter (the avatar picker, the model picker): its `pickerList` and the
/// intents on it, shared; each picker says how many options match, what Enter does and how it
/// closes. The filter always takes what is typed, as fzf's does: no letter is a key of the list,
/// so "gamma" typed filters by "gamma" (with `g` a list key it jumped to the first row).
@MainActor
public protocol FilteredPicker: FilterEditing {
    /// Changed through the intents below (`editPickerList`), not set directly.
    var pickerList: FilteredPickerList { get set }
    /// How many options match the filter now.
    var matchCount: Int { get }
    /// What the options are, in order, for Esc to find the selected one again once the filter is
    /// cleared.
    associatedtype PickedOption: Equatable
    /// The options that match the filter now (`matchCount` of them).
    var matchingOptions: [PickedOption] { get }
    /// Where a changed filter puts the selection: the best of the matches (the first by default).
    var bestMatch: Int { get }
    /// Where clearing the filter puts the selection when the selected option is not in the
    /// whole list: the one the sheet opened on (the first by default).
    var restingIndex: Int { get }
    /// Why loading or picking failed, if it did.
    var error: String? { get }
    /// Enter on the selected option.
    func pickSelected() async
    /// Closes the sheet (Esc with no filter).
    func closePicker()
}

extension FilteredPicker {
    public var filter: TextInput { pickerList.filter }
    public var selection: Selection { pickerList.selection }
    public var bestMatch: Int { 0 }
    public var restingIndex: Int { 0 }

    /// Applies a change to the list; a changed filter selects the best match.
    func editPickerList(_ change: (inout FilteredPickerList) -> Void) {
        let before = pickerList.filter.text
        change(&pickerList)
        if pickerList.filter.text != before { pickerList.selection = Selection(count: matchCount, index: bestMatch) }
    }

    /// Moves the selection, as the arrows do.
    public func editSelection(_ change: (inout Selection) -> Void) { editPickerList { change(&$0.selection) } }

    /// What Enter says when the filter leaves nothing to pick, rather than doing nothing.
    var nothingMatchesNotice: Notice {
        Notice("Nothing matches “\(filter.text)”: Backspace edits the filter, Esc clears it")
    }

    /// Changes the filter; the selection goes to the best match.
    public func editFilter(_ edit: (inout TextInput) -> Void) { editPickerList { edit(&$0.filter) } }

    /// Esc: clears the filter first, then closes the sheet without picking. The selection stays
    /// on the option it was on, as fzf's does, else goes back to where the sheet opened: never to
    /// an unrelated first row, which an Enter after it would pick.
    public func cancel() {
        guard !filter.isEmpty else { return closePicker() }
        let options = matchingOptions
        let selected = selection.selected.flatMap { options.indices.contains($0) ? options[$0] : nil }
        pickerList.filter.clear()
        let index = selected.flatMap { matchingOptions.firstIndex(of: $0) } ?? restingIndex
        pickerList.selection = Selection(count: matchCount, index: index)
    }
}
