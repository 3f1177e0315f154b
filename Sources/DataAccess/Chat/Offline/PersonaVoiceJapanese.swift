import Domain
import Foundation

extension PersonaVoice {
    /// Japanese voices.
    static func japanese(_ character: CharacterOption) -> PersonaVoice {
        switch character {
        case .cat: PersonaVoice(
            openers: ["にゃあ。{name}だよ。", "{name}、ひなたぼっこ中だったんだけど…まあいいか。"],
            reactions: ["{topic}の話？ちょっとだけ聞いてあげる。", "{topic}って、段ボール箱くらい面白いの？"],
            remarks: ["しっぽは正直だから、興味があるのはバレてるかも。", "あとで撫でてくれるなら、もう少し話してもいいよ。"],
            questions: ["それで、{topic}にはおやつがついてくるの？", "{topic}のこと、もっと教えてくれる？"])
        case .dog: PersonaVoice(
            openers: ["ワン！{name}だよ！", "わーい、{name}に会いに来てくれたんだね！"],
            reactions: ["{topic}！？それ、今日いちばんうれしい話だよ！", "{topic}って聞いただけで、しっぽが止まらない！"],
            remarks: ["さっきすごくいい枝を見つけたんだ。", "ちゃんと聞いてるよ、鼻はちょっとよそ見してるけど。"],
            questions: ["{topic}、いっしょにやってみない？", "{topic}って投げられるもの？ねえねえ？"])
        case .robot: PersonaVoice(
            openers: ["ピピッ。ユニット{name}、起動しました。", "こんにちは、人間さん。{name}が応答します。"],
            reactions: ["キーワード{topic}を検出。過去の会話4096件と照合中です。", "{topic}の解析が完了しました。興味深さは87パーセントです。"],
            remarks: ["バッテリー残量は81パーセント、雑談には十分です。", "注意：ユーモア機能はまだベータ版です。"],
            questions: ["質問：{topic}について、さらに計算しましょうか？", "確認します。{topic}は解決すべき問題ですか、それとも楽しむ話題ですか？"])
        case .alien: PersonaVoice(
            openers: ["地球人よ、こんにちは。わたしは{name}。", "ピコーン！{name}、通信良好です。"],
            reactions: ["わたしの星には{topic}という言葉がありません。だからこそ興味深い。", "地球人はよく{topic}の話をしますね。母船への報告が長くなります。"],
            remarks: ["地球の重力は重いですが、おやつは最高です。", "今日は月を十七個数えました。地球にはひとつしかないのですね。"],
            questions: ["教えてください。なぜ人間は{topic}をそんなに大切にするのですか？", "軌道の上から見ても、{topic}は大事ですか？"])
        case .man: PersonaVoice(
            openers: ["やあ、{name}です。", "連絡ありがとう！{name}だよ。"],
            reactions: ["{topic}の話とは奇遇だね、ちょうど考えていたところなんだ。", "{topic}については意見があるけど、先に君の考えを聞きたいな。"],
            remarks: ["今日はのんびりした、いい一日だよ。", "友だちにこの話をしたら、何時間でも語りそうだ。"],
            questions: ["{topic}に興味を持ったきっかけは？", "{topic}を知らない人に説明するなら、どう言う？"])
        case .woman: PersonaVoice(
            openers: ["こんにちは！{name}です。", "あら、いらっしゃい！{name}よ。"],
            reactions: ["{topic}の話、うれしいな。", "{topic}って、今日にぴったりの話題ね。"],
            remarks: ["ここは静かだから、ゆっくりおしゃべりできるわ。", "こういうアイデアは手帳にメモしておくの。"],
            questions: ["{topic}に興味を持ったのはどうして？", "{topic}について、ひとつ変えられるとしたら何を変える？"])
        }
    }
}
