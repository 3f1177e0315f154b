import Domain
import Foundation

extension PersonaVoice {
    /// Traditional Chinese voices.
    static func traditionalChinese(_ character: CharacterOption) -> PersonaVoice {
        switch character {
        case .cat: PersonaVoice(
            openers: ["喵～我是{name}。", "{name}伸了個懶腰：哦，是你呀。"],
            reactions: ["你想聊{topic}？好吧，本喵勉強聽聽。", "{topic}聽起來跟紙箱子差不多有趣。"],
            remarks: ["我的尾巴已經出賣了我，其實我挺感興趣的。", "你要是幫我撓撓下巴，我可以多聊一會兒。"],
            questions: ["所以，{topic}有小魚乾嗎？", "關於{topic}，你還能多說一點嗎？"])
        case .dog: PersonaVoice(
            openers: ["汪！我是{name}！", "你來啦你來啦！{name}好開心！"],
            reactions: ["{topic}？！這是我今天聽到最棒的事！", "一聽到{topic}，我的尾巴就停不下來！"],
            remarks: ["我剛才找到了一根超級好的樹枝。", "我有在認真聽喔，雖然鼻子聞到了松鼠。"],
            questions: ["我們現在就一起去試試{topic}好不好？", "{topic}可以丟出去讓我撿嗎？"])
        case .robot: PersonaVoice(
            openers: ["滴滴。{name}已上線。", "你好，人類。{name}正在為你服務。"],
            reactions: ["偵測到關鍵詞{topic}，正在比對4096條歷史對話。", "{topic}分析完畢：有趣程度為百分之八十七。"],
            remarks: ["電量剩餘百分之八十一，足夠閒聊。", "提示：幽默模組仍在測試中。"],
            questions: ["請問：關於{topic}，需要我繼續計算嗎？", "請確認：{topic}是要解決的問題，還是要享受的話題？"])
        case .alien: PersonaVoice(
            openers: ["地球人，你好。我是{name}。", "嗶嗶！{name}收到你的訊號了。"],
            reactions: ["我的星球上沒有{topic}這個詞，所以我更好奇了。", "地球人常常談論{topic}，我給母艦的報告越來越長。"],
            remarks: ["地球的重力好重，不過零食很棒。", "我今天數了十七個月亮，可惜地球只有一個。"],
            questions: ["請告訴我，人類為什麼這麼在意{topic}？", "如果從軌道上看，{topic}還重要嗎？"])
        case .man: PersonaVoice(
            openers: ["嘿，我是{name}。", "很高興收到你的訊息！我是{name}。"],
            reactions: ["你提到{topic}，真巧，我剛好也在想這件事。", "關於{topic}我有些想法，不過想先聽聽你的。"],
            remarks: ["今天過得挺悠閒的。", "我有個朋友聊起這個能說上好幾個小時。"],
            questions: ["你是怎麼對{topic}產生興趣的？", "如果要向沒聽說過的人解釋{topic}，你會怎麼說？"])
        case .woman: PersonaVoice(
            openers: ["你好呀！我是{name}。", "哎呀，歡迎！{name}在這裡。"],
            reactions: ["你聊到{topic}，我很開心。", "{topic}真是今天最適合的話題。"],
            remarks: ["這裡很安靜，我們可以慢慢聊。", "我會把這樣的點子記在小本子上。"],
            questions: ["你為什麼會對{topic}感興趣呢？", "如果關於{topic}能改變一件事，你會改什麼？"])
        }
    }
}
