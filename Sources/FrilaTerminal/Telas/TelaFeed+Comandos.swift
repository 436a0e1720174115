// O comando que só o Feed tem: da página (`daPagina`), sem caso em `ComandoDaTela`; o nome no
// `frila teclas --json` é o mesmo de sempre.
extension ComandoDaTela {
    public static let candidatar = ComandoDaTela.daPagina(ComandoProprio("candidatar"))
}
