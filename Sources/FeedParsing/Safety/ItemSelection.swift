/// The items a feed past its item limit keeps, chosen while the document is read: each closed
/// item either joins, pushing out the lowest-ranked kept one (`ItemRank`), or is left out, so
/// that no more than `limit` items are ever held. Where each kept item sits (its parent's place
/// on the builder's stack, its slot among the parent's children) lets the builder remove it.
struct ItemSelection {
    struct Entry {
        let rank: ItemRank
        let parent: Int
        let slot: Int
    }

    enum Verdict {
        case kept
        /// Kept, in place of the item at `parent`, `slot`.
        case replacing(parent: Int, slot: Int)
        case leftOut
    }

    let limit: Int
    /// A min-heap by rank: the first entry is the next to go.
    private var heap: [Entry] = []
    /// How many entries of the heap each parent holds, by the parent's place on the stack.
    private var heldBy: [Int] = []
    /// Kept items no longer in the heap: their parent closed.
    private var settled = 0

    init(limit: Int) {
        self.limit = limit
    }

    mutating func admit(_ entry: Entry) -> Verdict {
        if heap.count + settled < limit {
            push(entry)
            hold(1, by: entry.parent)
            return .kept
        }
        guard let lowest = heap.first, lowest.rank < entry.rank else { return .leftOut }
        heap[0] = entry
        siftDown(0)
        hold(-1, by: lowest.parent)
        hold(1, by: entry.parent)
        return .replacing(parent: lowest.parent, slot: lowest.slot)
    }

    /// Forgets the items inside a parent that closed: they are kept for good, as their place
    /// moved with it. True when there were any.
    mutating func release(parent: Int) -> Bool {
        guard parent < heldBy.count, heldBy[parent] > 0 else { return false }
        heap.removeAll { $0.parent == parent }
        settled += heldBy[parent]
        heldBy[parent] = 0
        for index in stride(from: heap.count / 2 - 1, through: 0, by: -1) { siftDown(index) }
        return true
    }

    private mutating func hold(_ change: Int, by parent: Int) {
        if parent >= heldBy.count { heldBy += Array(repeating: 0, count: parent + 1 - heldBy.count) }
        heldBy[parent] += change
    }

    private mutating func push(_ entry: Entry) {
        heap.append(entry)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].rank < heap[parent].rank else { return }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1, right = left + 1
            var lowest = parent
            if left < heap.count, heap[left].rank < heap[lowest].rank { lowest = left }
            if right < heap.count, heap[right].rank < heap[lowest].rank { lowest = right }
            guard lowest != parent else { return }
            heap.swapAt(parent, lowest)
            parent = lowest
        }
    }
}
