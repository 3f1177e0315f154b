import Testing
@testable import DataAccess

@Suite("Merging the editor's copy of the feed list with a change made meanwhile")
struct FeedListMergeTests {
    func merge(base: String, theirs: String, edited: String) -> String {
        String(decoding: FeedListMerge.merge(base: Array(base.utf8), theirs: Array(theirs.utf8), edited: Array(edited.utf8)), as: UTF8.self)
    }

    @Test func withoutAnotherChangeTheEditIsTheList() {
        #expect(merge(base: "a\nb\n", theirs: "a\nb\n", edited: "b\nc") == "b\nc")
        #expect(merge(base: "a\n", theirs: "a\nx\n", edited: "a\n") == "a\nx\n", "an edit that changed nothing leaves theirs")
    }

    @Test func theirNewLinesGoAtTheEndOfTheEdit() {
        #expect(merge(base: "# list\na\n", theirs: "# list\na\nx\n", edited: "# list\nb\na\n") == "# list\nb\na\nx\n")
    }

    @Test func theirRemovedLinesLeaveTheEditAndLinesBothAddedStandOnce() {
        #expect(merge(base: "a\nb\nc\n", theirs: "a\nc\nd\n", edited: "c\nb\na\nd\ne") == "c\na\nd\ne\n")
    }

    @Test func repeatedLinesCountOneByOne() {
        #expect(merge(base: "\na\n\nb\n", theirs: "\na\nb\n", edited: "\na\n\nb\nc\n") == "a\n\nb\nc\n")
    }
}
