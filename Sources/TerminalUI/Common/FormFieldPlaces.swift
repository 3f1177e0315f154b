/// Where a form drew each of its fields, with its label, at the last render: a click there
/// focuses the field (`ScreenView.focusesField`), as Tab would reach it.
struct FormFieldPlaces<Field> {
    private var places: [(field: Field, area: Rect)] = []

    /// Forgets the last render's places, so that a field no longer drawn takes no click.
    mutating func removeAll() { places.removeAll() }

    mutating func add(_ field: Field, at area: Rect) { places.append((field, area)) }

    /// Focuses (`focus`) the field drawn at the cell; false when none is there.
    func focus(atColumn column: Int, row: Int, _ focus: (Field) -> Void) -> Bool {
        guard let place = places.first(where: { $0.area.contains(x: column, y: row) }) else { return false }
        focus(place.field)
        return true
    }
}
