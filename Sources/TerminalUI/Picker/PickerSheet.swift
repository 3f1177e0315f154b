/// What a picker sheet shows and what its keys say; the rest of the sheet is `PickerSheetView`'s.
struct PickerSheet {
    /// The breadcrumb's name of the sheet.
    let title: String
    /// The modal box: its title, and its width at most (it is 24 rows at most).
    let box: (title: String, maxWidth: Int)
    /// The rows the picker draws itself above the filter line.
    var linesAbove = 0
    /// Enter: its help line, its status bar hint and its button.
    let pick: (help: String, hint: String, button: String)
    /// What typing does, for the keys' help.
    let filterHelp: String
    /// Esc when no filter is set.
    let closeHelp: String
}
