# Bash completion for mazestudy-cli: its verbs, each verb's options, generator
# and solver ids and the generators' --option keys. Everything is asked of the
# program itself (`mazestudy-cli --help`, `VERB --help`, `generators`,
# `solvers`), so the completion never lists a generator, a solver or an option
# the installed program does not know.

# The ids that `mazestudy-cli generators` or `solvers` ($2) lists, each at the start of its line.
_mazestudy_cli_ids() {
    "$1" "$2" 2>/dev/null | sed -n 's/^\([a-z0-9-]*\): .*/\1/p'
}

_mazestudy_cli() {
    local program=${COMP_WORDS[0]} cur=${COMP_WORDS[COMP_CWORD]} prev=
    ((COMP_CWORD > 0)) && prev=${COMP_WORDS[COMP_CWORD - 1]}
    COMPREPLY=()
    if ((COMP_CWORD == 1)); then
        local verbs
        verbs=$("$program" --help 2>/dev/null | sed -n 's/^  \([a-z]*\)  .*/\1/p')
        mapfile -t COMPREPLY < <(compgen -W "$verbs --help --version" -- "$cur")
        return
    fi
    local verb=${COMP_WORDS[1]}
    case $prev in
    --generator)
        mapfile -t COMPREPLY < <(compgen -W "$(_mazestudy_cli_ids "$program" generators)" -- "$cur")
        return
        ;;
    --generators)
        # A comma-separated list: complete its last item.
        local done=${cur%"${cur##*,}"}
        mapfile -t COMPREPLY < <(compgen -P "$done" -W "all $(_mazestudy_cli_ids "$program" generators)" -- "${cur##*,}")
        compopt -o nospace 2>/dev/null
        return
        ;;
    --solver)
        mapfile -t COMPREPLY < <(compgen -W "$(_mazestudy_cli_ids "$program" solvers)" -- "$cur")
        return
        ;;
    --solvers)
        local done=${cur%"${cur##*,}"}
        mapfile -t COMPREPLY < <(compgen -P "$done" -W "all $(_mazestudy_cli_ids "$program" solvers)" -- "${cur##*,}")
        compopt -o nospace 2>/dev/null
        return
        ;;
    --option)
        local keys
        keys=$("$program" generators 2>/dev/null | sed -n 's/^  --option \([a-z-]*\)=.*/\1=/p' | sort -u)
        mapfile -t COMPREPLY < <(compgen -W "$keys" -- "$cur")
        compopt -o nospace 2>/dev/null
        return
        ;;
    --format)
        mapfile -t COMPREPLY < <(compgen -W "json text" -- "$cur")
        return
        ;;
    --out | --csv | --json | --comparisons-csv | --fits-csv | --mask)
        mapfile -t COMPREPLY < <(compgen -f -- "$cur")
        return
        ;;
    --heatmap-dir | --charts-dir)
        mapfile -t COMPREPLY < <(compgen -d -- "$cur")
        return
        ;;
    --csv-layout)
        mapfile -t COMPREPLY < <(compgen -W "wide long" -- "$cur")
        return
        ;;
    --colours)
        mapfile -t COMPREPLY < <(compgen -W "stepping plain" -- "$cur")
        return
        ;;
    --pace)
        mapfile -t COMPREPLY < <(compgen -W "share moves" -- "$cur")
        return
        ;;
    --size | --seed | --runs | --threads | --at | --memory-budget | --shard | --scale | --unit-mm | --wall-height | \
        --time-limit | --step-budget | --moves-per-frame | --duration | --fps | --hold | --loops | --from | --to | \
        --max-size)
        return
        ;;
    esac
    local options
    options=$("$program" "$verb" --help 2>/dev/null | grep -o -- '--[a-z-]*' | sort -u)
    mapfile -t COMPREPLY < <(compgen -W "$options" -- "$cur")
    if [[ ($verb == metrics || $verb == solve || $verb == replay || $verb == animate) && $cur != -* ]]; then
        local files
        mapfile -t files < <(compgen -f -X '!*.maze' -- "$cur"; compgen -d -- "$cur")
        COMPREPLY+=("${files[@]}")
    elif [[ $verb == convert && $cur != -* ]]; then
        local files
        mapfile -t files < <(compgen -f -- "$cur")
        COMPREPLY+=("${files[@]}")
    elif [[ $verb == merge && $cur != -* ]]; then
        local files
        mapfile -t files < <(compgen -f -X '!*.json' -- "$cur"; compgen -d -- "$cur")
        COMPREPLY+=("${files[@]}")
    elif [[ $verb == lab && $cur != -* ]]; then
        if ((COMP_CWORD == 2)); then
            mapfile -t COMPREPLY < <(compgen -W "check" -- "$cur")
        else
            local files
            mapfile -t files < <(compgen -f -X '!*.@(java|js)' -- "$cur"; compgen -d -- "$cur")
            COMPREPLY+=("${files[@]}")
        fi
    fi
}

complete -F _mazestudy_cli mazestudy-cli
