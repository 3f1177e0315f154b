import Domain
import Foundation

extension FixtureCatalog {
    /// Ten avatars covering every character option, with CJK names and emoji.
    public static let avatars: [Avatar] = [
        avatar("fx-cat-mochi", "Mochi 🍡", .cat, "napping", "on a warm windowsill",
               by: "Aiko Tanaka", daysAgo: 400, popularity: 9_120),
        avatar("fx-dog-biscuit", "Biscuit", .dog, "chasing frisbees", "at the beach",
               by: "Sam Rivera", daysAgo: 210, popularity: 7_740),
        avatar("fx-robot-unit7", "Unit-7 🤖", .robot, "sorting screws", "in a repair shop",
               by: "Lin Wei", daysAgo: 95, popularity: 6_305),
        avatar("fx-alien-zorp", "Zorp", .alien, "collecting rocks", "on the far side of the moon",
               by: "Priya Nair", daysAgo: 320, popularity: 5_210),
        avatar("fx-woman-meiling", "美玲 Mei-Ling", .woman, "brewing oolong tea", "in a Taipei teahouse",
               by: "陳家豪", daysAgo: 60, popularity: 8_450),
        avatar("fx-man-kenji", "健二 Kenji", .man, "fixing bicycles", "in a Kyoto alley",
               by: "佐藤 花子", daysAgo: 150, popularity: 4_380),
        avatar("fx-cat-xiaohu", "小虎", .cat, "watching fish", "by the koi pond",
               by: "王小明", daysAgo: 12, popularity: 3_990),
        avatar("fx-robot-ada", "ADA-9", .robot, "playing chess", "in an empty library",
               by: "Jordan Blake", daysAgo: 3, popularity: 120),
        avatar("fx-dog-pochi", "ポチ", .dog, "waiting for treats", "outside a bakery",
               by: "山田 太郎", daysAgo: 30, popularity: 2_750),
        avatar("fx-woman-olivia", "Olivia ✨", .woman, "painting murals", "in an old train station",
               by: "Chris Okafor", daysAgo: 700, popularity: 6_600),
    ]

    /// Six avatars named and authored mostly in Chinese and Japanese.
    public static let cjkHeavyAvatars: [Avatar] = [
        avatar("cjk-cat-tama", "たま", .cat, "sleeping", "in a 東京 bookshop",
               by: "鈴木 一郎", daysAgo: 500, popularity: 8_800),
        avatar("cjk-dog-wangcai", "旺财 🐕", .dog, "guarding dumplings", "in a 北京 hutong",
               by: "李华", daysAgo: 240, popularity: 7_100),
        avatar("cjk-robot-tiewei", "鐵衛二號", .robot, "sweeping the floor", "in a 高雄 night market",
               by: "林志明", daysAgo: 90, popularity: 5_400),
        avatar("cjk-alien-hoshi", "ほしのこ 🌟", .alien, "stargazing", "on Mount 富士",
               by: "高橋 さくら", daysAgo: 45, popularity: 4_200),
        avatar("cjk-woman-xiaoyu", "小雨", .woman, "writing poems", "in a 杭州 teahouse",
               by: "张伟", daysAgo: 20, popularity: 6_050),
        avatar("cjk-man-haruto", "陽翔", .man, "cooking ramen", "in a 大阪 side street",
               by: "伊藤 健", daysAgo: 2, popularity: 310),
    ]
}
