extension HTMLRenderer {
    /// Opens a container unless `maximumOpenContainers` are open; `update` adds it to the counts.
    @discardableResult
    mutating func push(_ kind: LayoutContainer.Kind, _ update: (inout LayoutState) -> Void) -> Bool {
        guard containers.count < Self.maximumOpenContainers else { return false }
        containers.append(LayoutContainer(kind: kind, saved: state))
        update(&state)
        return true
    }

    /// Closes the innermost container of `kind` and every container opened inside it (an end
    /// tag closes what was left open); false, closing nothing, when none is open. The counts say
    /// whether one is open, and every container looked at is closed, so the work stays linear.
    @discardableResult
    mutating func pop(_ kind: LayoutContainer.Kind) -> Bool {
        guard state.count(of: kind) > 0,
            let index = containers.lastIndex(where: { $0.kind == kind })
        else { return false }
        pop(to: index)
        return true
    }

    /// Closes the container at `index` and those above it.
    mutating func pop(to index: Int) {
        state = containers[index].saved
        containers.removeSubrange(index...)
    }
}
