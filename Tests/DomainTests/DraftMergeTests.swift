import Domain
import Testing

/// Two aichats changed one chat's draft from the same text: each change is kept once.
@Suite("DraftMerge puts two windows' drafts together")
struct DraftMergeTests {
    func merged(_ base: String, mine: String, theirs: String) -> String {
        DraftMerge.merge(base: base, mine: mine, theirs: theirs).text
    }

    @Test func textsTypedAtTheSamePlaceComeOnceEachTheirsFirst() {
        #expect(merged("AAA", mine: "AAACCC", theirs: "AAABBB") == "AAABBB\nCCC")
        #expect(merged("draft-from-w1", mine: "draft-from-w1 w1-more", theirs: "draft-from-w1 plus-w2")
            == "draft-from-w1 plus-w2 w1-more")
        #expect(merged("", mine: "x", theirs: "long careful draft") == "long careful draft\nx")
    }

    @Test func changesInDifferentPlacesAreBothApplied() {
        #expect(merged("one two three", mine: "one two three four", theirs: "zero one two three") == "zero one two three four")
        #expect(merged("one two three", mine: "one 2 three", theirs: "one two 3") == "one 2 3")
    }

    @Test func aDraftThatAlreadyHoldsThisOneIsTakenAsItIs() {
        #expect(merged("AAA", mine: "AAA", theirs: "AAABBB") == "AAABBB", "nothing typed here since")
        #expect(merged("A", mine: "AB", theirs: "XABY") == "XABY", "the other took this text in already")
        #expect(merged("A", mine: "AB", theirs: "AB") == "AB")
    }

    @Test func theSameStretchChangedTwiceKeepsBothVersions() {
        #expect(merged("I think X is good", mine: "I think Z is good", theirs: "I think Y is good") == "I think Y\nZ is good")
    }

    @Test func theCursorGoesAfterThisWindowsChange() {
        #expect(DraftMerge.merge(base: "AAA", mine: "AAACCC", theirs: "AAABBB").cursor == 10)
        #expect(DraftMerge.merge(base: "one two", mine: "one! two", theirs: "one two three").cursor == 4)
    }

    /// The report's alternation: five bursts of typing in two windows leave each burst once.
    @Test func alternatingWindowsNeverCopyADraftIntoItself() {
        var stored = "AAA", one = "AAA", two = "AAABBB"
        stored = two
        one = merged("AAA", mine: one + "CCC", theirs: stored); stored = one
        two = merged("AAABBB", mine: two + "DDD", theirs: stored); stored = two
        one = merged(one, mine: one + "EEE", theirs: stored)
        #expect(one == "AAABBB\nCCC\nDDD\nEEE")
    }
}
